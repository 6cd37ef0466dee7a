/**
 * Where the dashboard's page template (written at build time) takes the first screen the
 * server renders for the signed-in user who asks for it (ADR 0020).
 */
export const firstScreenSlot = '<!--first-screen-->';
