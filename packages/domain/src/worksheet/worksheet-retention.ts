/**
 * Worksheets (the uploaded file, the text read from it, its problems and answers) are deleted
 * this many days after upload (docs/decisions/0027). A worksheet is homework for the days
 * around it; a child's photo or PDF is kept no longer than that. The server purges on this
 * figure and the worksheet page states it, so the two cannot disagree.
 */
export const worksheetRetentionDays = 30;
