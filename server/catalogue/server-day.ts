/**
 * "Today" is the server's local calendar day (SPEC §7 getServerDateTime: todayBeginTime), and the
 * live list's liveDay counts days from it. Lessons are planned in local time too.
 */
export const startOfLocalDay = (now: Date, offsetDays = 0): Date =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
