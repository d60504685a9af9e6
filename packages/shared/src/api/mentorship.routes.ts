/** The mentorship module's API routes by name (filled in as the module moves onto the contract). */
export const mentorshipRoutes = {} as const;
