import type { Db } from '../../db/database.js';
import { createActivityService } from './activity.service.js';

/** What learners did, recorded by other areas; no routes of its own: achievements reads it out. */
export function registerActivity({ db }: { db: Db }) {
  return createActivityService({ db });
}
