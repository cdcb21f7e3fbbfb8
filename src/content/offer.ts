/** Business constants that the marketing copy and the legal text both quote. */
export const offer = {
  /** Deep dives a new account gets for free. */
  freeDeepDives: 3,
  /** Length of one deep dive, in minutes. */
  sessionMinutes: 5,
  /** Youngest age allowed to use the service, in years. */
  minimumAge: 13,
  /** Below this age a parent's or guardian's permission is needed, in years. */
  ageOfMajority: 18,
  /** Notice given before material changes to the Terms or the Privacy Policy, in days. */
  materialChangeNoticeDays: 30,
} as const;
