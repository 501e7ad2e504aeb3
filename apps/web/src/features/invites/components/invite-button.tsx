/** Invite people to the site by e-mail (site admins, on /admin/user-management). */
export function InviteButton() {
  return null;
}
