import { Outlet } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "~/components/ui/skip-link";

/** Layout "plain": no navigation, for login, maintenance and debug pages. */
export default function PlainLayout() {
  return (
    <>
      <SkipLink />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center px-4 py-12 outline-none"
      >
        <Outlet />
      </main>
    </>
  );
}
