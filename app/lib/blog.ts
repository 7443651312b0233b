/** Blog categories of spec section 3: 0 product, 1 escape game, 2 ideas, 3 games, 4 rooms. */
export const BLOG_CATEGORIES = [0, 1, 2, 3, 4] as const;
