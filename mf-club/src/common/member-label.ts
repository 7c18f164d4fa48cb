/** A member as the console names them in its lists and messages: 'Jamie Filler (100101)'. */
export const memberLabel = (name: string, memberNumber: string): string => `${name} (${memberNumber})`;
