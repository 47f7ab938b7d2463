import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { migration0001Platform } from './migrations/0001_platform.js';
import { migration0002Accounts } from './migrations/0002_accounts.js';
import { migration0003AccessRequests } from './migrations/0003_access_requests.js';
import { migration0004Children } from './migrations/0004_children.js';
import { migration0005RateLimits } from './migrations/0005_rate_limits.js';
import { migration0006BrainTraining } from './migrations/0006_brain_training.js';
import { migration0007Wellbeing } from './migrations/0007_wellbeing.js';
import { migration0008Billing } from './migrations/0008_billing.js';
import { migration0009Tutor } from './migrations/0009_tutor.js';
import { migration0011Programmes } from './migrations/0011_programmes.js';
import { migration0013GuestCheckoutFamily } from './migrations/0013_guest_checkout_family.js';
import { migration0014Worksheets } from './migrations/0014_worksheets.js';
import { migration0016MemoryDrills } from './migrations/0016_memory_drills.js';
import { migration0018BotTesting } from './migrations/0018_bot_testing.js';
import { migration0021Square } from './migrations/0021_square.js';
import { migration0019KnowledgeHub } from './migrations/0019_knowledge_hub.js';
import { migration0020Paypal } from './migrations/0020_paypal.js';
import { migration0022CryptoCharges } from './migrations/0022_crypto_charges.js';
import { migration0023AddOnsPlanBuilder } from './migrations/0023_add_ons_plan_builder.js';
import { migration0024DonationsEnterprisePlan } from './migrations/0024_donations_enterprise_plan.js';
import { migration0025WorksheetJobs } from './migrations/0025_worksheet_jobs.js';
import { migration0026TeacherStudents } from './migrations/0026_teacher_students.js';
import { migration0027WorksheetFileDeletions } from './migrations/0027_worksheet_file_deletions.js';
import { migration0028AccessChangeNotifications } from './migrations/0028_access_change_notifications.js';
import { migration0029PersonalDataIndexes } from './migrations/0029_personal_data_indexes.js';
import { migration0030AdminStatsNotifications } from './migrations/0030_admin_stats_notifications.js';
import { migration0031SignupPendingPasswords } from './migrations/0031_signup_pending_passwords.js';
import { migration0032SignInHardening } from './migrations/0032_sign_in_hardening.js';
import { migration0033BillingIntegrity } from './migrations/0033_billing_integrity.js';
import { migration0034BillingNotices } from './migrations/0034_billing_notices.js';
import { migration0035PlanChangeKeys } from './migrations/0035_plan_change_keys.js';
import { migration0036Languages } from './migrations/0036_languages.js';
import { migration0037LanguageRolePlays } from './migrations/0037_language_role_plays.js';
import { migration0038ChildVoicePermission } from './migrations/0038_child_voice_permission.js';
import { migration0040TranslatorTranscripts } from './migrations/0040_translator_transcripts.js';
import { migration0041Curriculum } from './migrations/0041_curriculum.js';

/** Every migration, in order. Names sort in the order they run. */
const migrations: Record<string, Migration> = {
  '0001_platform': migration0001Platform,
  '0002_accounts': migration0002Accounts,
  '0003_access_requests': migration0003AccessRequests,
  '0004_children': migration0004Children,
  '0005_rate_limits': migration0005RateLimits,
  '0006_brain_training': migration0006BrainTraining,
  '0007_wellbeing': migration0007Wellbeing,
  '0008_billing': migration0008Billing,
  '0009_tutor': migration0009Tutor,
  '0011_programmes': migration0011Programmes,
  '0013_guest_checkout_family': migration0013GuestCheckoutFamily,
  '0014_worksheets': migration0014Worksheets,
  '0016_memory_drills': migration0016MemoryDrills,
  '0018_bot_testing': migration0018BotTesting,
  '0019_knowledge_hub': migration0019KnowledgeHub,
  '0020_paypal': migration0020Paypal,
  '0021_square': migration0021Square,
  '0022_crypto_charges': migration0022CryptoCharges,
  '0023_add_ons_plan_builder': migration0023AddOnsPlanBuilder,
  '0024_donations_enterprise_plan': migration0024DonationsEnterprisePlan,
  '0025_worksheet_jobs': migration0025WorksheetJobs,
  '0026_teacher_students': migration0026TeacherStudents,
  '0027_worksheet_file_deletions': migration0027WorksheetFileDeletions,
  '0028_access_change_notifications': migration0028AccessChangeNotifications,
  '0029_personal_data_indexes': migration0029PersonalDataIndexes,
  '0030_admin_stats_notifications': migration0030AdminStatsNotifications,
  '0031_signup_pending_passwords': migration0031SignupPendingPasswords,
  '0032_sign_in_hardening': migration0032SignInHardening,
  '0033_billing_integrity': migration0033BillingIntegrity,
  '0034_billing_notices': migration0034BillingNotices,
  '0035_plan_change_keys': migration0035PlanChangeKeys,
  '0036_languages': migration0036Languages,
  '0037_language_role_plays': migration0037LanguageRolePlays,
  '0038_child_voice_permission': migration0038ChildVoicePermission,
  '0040_translator_transcripts': migration0040TranslatorTranscripts,
  '0041_curriculum': migration0041Curriculum,
};

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Runs pending migrations once each, in order. On PostgreSQL Kysely runs the whole batch in one
 * transaction under a lock, so a failure leaves the database as it was and two servers starting
 * together do not both migrate.
 */
/** `extra` lets tests add migrations (e.g. one that fails). */
export async function migrateToLatest(db: Db, extra: Record<string, Migration> = {}): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => ({ ...migrations, ...extra }) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
