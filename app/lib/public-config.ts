/** The explicit allow-list of configuration that reaches the browser (SPEC §3). */
export interface PublicConfig {
  baseUrl: string;
  businessPortalUrl: string;
  contentHostUrl: string;
  supportEmail: string;
  errorReporting: {
    dsn: string | null;
    environment: string;
    sessionReplayRate: number;
    errorReplayRate: number;
    tracesRate: number;
  };
  tagManagerId: string | null;
}
