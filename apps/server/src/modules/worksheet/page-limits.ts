/**
 * How large a page may be before anything draws or decodes it. Rendering and OCR cost grows with
 * pixels, not with file size: a 3 KB PDF may declare a page 200 inches tall, which rendered to a
 * canvas of 86 million pixels (1.5 minutes and 3.9 GB before these limits). Pages are measured from
 * the file's own description (page boxes, image headers) and refused before they are drawn.
 */

/** Largest PDF page, in square points (1/72 inch): an A2 poster, four A4 sheets. Worksheets are printed on A4 or Letter; a larger page is a drawing, not a worksheet. */
export const maxPageArea = 1191 * 1684;

/**
 * Most pixels one page may have when OCR reads it (a rendered PDF page, or a photo scaled to OCR's
 * width). An A4 page rendered for OCR is 3.2 million; this leaves room for a page or screenshot
 * five times as tall as it is wide, and keeps one page's RGBA canvas under 50 MB.
 */
export const maxPagePixels = 12_000_000;

/** Most pixels all the pages of one PDF may render to together: ten A4 pages are 32 million. */
export const maxDocumentPixels = 40_000_000;
