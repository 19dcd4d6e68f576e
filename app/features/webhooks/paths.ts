/** The webhooks' pages under Einstellungen. */
export const WEBHOOKS_PATH = "/p/account/settings/webhooks";

export const webhookPath = (endpointId: number) => `${WEBHOOKS_PATH}/${endpointId}`;
