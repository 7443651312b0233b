/** Cards a catalogue page lists (server and pages alike); one more is read to know whether a next page exists. */
export const PAGE_SIZE = 24;
