import { Outlet } from "react-router";

/** Layout "plain": no navigation, for login, maintenance and debug pages. */
export default function PlainLayout() {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center px-4 py-12">
      <Outlet />
    </main>
  );
}
