/** Bodies are a few pages; the form refuses longer ones and the renderer reads no further. */
export const BODY_MAX_CHARS = 40_000;
/** One picture in a post: far above a good web image, far below what would slow the page. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
