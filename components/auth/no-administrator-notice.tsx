/** Shown on /login while the site has no superadmin: no password can work yet, so say what will. */
export function NoAdministratorNotice() {
  return (
    <div
      role="status"
      className="mb-6 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
    >
      <p className="font-semibold">This site has no administrator yet.</p>
      <p className="text-muted-foreground mt-1">
        Whoever runs the server creates the first one: set <code>ADMIN_PASSWORD</code> and restart,
        or run <code>npm run admin:create</code>. The server log explains both.
      </p>
    </div>
  );
}
