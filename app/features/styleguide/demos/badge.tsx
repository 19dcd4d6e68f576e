import type { ReactNode } from "react";
import { Badge, SIZE_TOKENS, type SizeToken } from "~/components/ui/badge";
import { Icon, type IconStroke } from "~/components/ui/icon";
import { Cluster, Section, Stack } from "~/components/ui/wrappers";

const SIZES = Object.keys(SIZE_TOKENS) as SizeToken[];
const STROKES: IconStroke[] = ["thin", "normal", "bold"];

function Labelled({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="flex flex-col items-center gap-2">
      <div className="flex min-h-10 items-center">{children}</div>
      <figcaption className="text-xs text-slate-700">{caption}</figcaption>
    </figure>
  );
}

export default function Demo() {
  return (
    <Stack gap="xl">
      <Section title="Zahl" description="Über 99 zeigt das Badge „99+“, bei 0 nichts.">
        <Cluster gap="lg">
          <Labelled caption="3">
            <Badge count={3} />
          </Labelled>
          <Labelled caption="42">
            <Badge count={42} />
          </Labelled>
          <Labelled caption="150">
            <Badge count={150} />
          </Labelled>
          <Labelled caption="Marke">
            <Badge count={8} tone="brand" />
          </Labelled>
          <Labelled caption="Mit Vorlesetext">
            <Badge count={5} label="5 ungelesene Nachrichten" />
          </Labelled>
        </Cluster>
      </Section>
      <Section title="Punkt" description="Ohne Zahl ein Punkt; ohne Vorlesetext reine Dekoration.">
        <Cluster gap="lg">
          <Labelled caption="Dekorativ">
            <Badge />
          </Labelled>
          <Labelled caption="Mit Vorlesetext">
            <Badge tone="brand" label="Neue Versionshinweise" />
          </Labelled>
        </Cluster>
      </Section>
      <Section title="Größen">
        <Cluster gap="lg" align="end">
          {SIZES.map((size) => (
            <Labelled key={size} caption={`${size} (${SIZE_TOKENS[size]} px)`}>
              <Badge count={7} size={size} />
            </Labelled>
          ))}
        </Cluster>
      </Section>
      <Section title="Icon in jeder Größe" description="„standard“ entspricht „large“ mit 24 px.">
        <Cluster gap="lg" align="end">
          <Labelled caption="standard">
            <Icon iconName="briefcase" />
          </Labelled>
          {SIZES.map((size) => (
            <Labelled key={size} caption={size}>
              <Icon iconName="briefcase" size={size} />
            </Labelled>
          ))}
        </Cluster>
      </Section>
      <Section title="Icon mit Badge" description="badgeTop zeigt eine Zahl oben rechts.">
        <Cluster gap="xl" align="end">
          <Labelled caption="1">
            <Icon iconName="bell" badgeTop={1} label="Benachrichtigungen" />
          </Labelled>
          <Labelled caption="12">
            <Icon iconName="mail" size="larger" badgeTop={12} label="Nachrichten" />
          </Labelled>
          <Labelled caption="250">
            <Icon iconName="users" size="xl" badgeTop={250} label="Talente" />
          </Labelled>
        </Cluster>
      </Section>
      <Section title="Strichstärken und Zustände">
        <Cluster gap="lg">
          {STROKES.map((stroke) => (
            <Labelled key={stroke} caption={stroke}>
              <Icon iconName="search" size="larger" stroke={stroke} />
            </Labelled>
          ))}
          <Labelled caption="deaktiviert">
            <Icon iconName="search" size="larger" disabled label="Suche nicht verfügbar" />
          </Labelled>
        </Cluster>
      </Section>
    </Stack>
  );
}
