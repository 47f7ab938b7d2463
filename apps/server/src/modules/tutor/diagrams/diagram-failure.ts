/** A picture that could not be made (nothing drawable): answered with the spec's "Could not generate image" message. */
export class DiagramFailure extends Error {}
