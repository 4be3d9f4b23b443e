/**
 * Set on <html> once a shopper has been taken to one of home's sections (by a link, or by the mood
 * suggester's café button): home's lower sections then render at their real height (see app.css).
 */
export const SECTION_JUMP_ATTRIBUTE = "data-section-jump";
