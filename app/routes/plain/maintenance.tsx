export function meta() {
  return [{ title: "Wartungsarbeiten | Arbeitgeberportal" }];
}

export default function MaintenanceRoute() {
  return (
    <section aria-labelledby="maintenance-title" className="text-center">
      <h1 id="maintenance-title" className="text-3xl font-bold text-brand-900">
        Wir führen gerade Wartungsarbeiten durch.
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        Das Arbeitgeberportal ist in Kürze wieder für Sie da. Vielen Dank für Ihre Geduld.
      </p>
    </section>
  );
}
