// The database as Kysely sees it: composed of the tables each module declares and owns (`<module>.tables.ts`).
import type { AccountsTables } from '../modules/accounts/accounts.tables.js';
import type { BillingTables } from '../modules/billing/billing.tables.js';
import type { OutboxTables } from '../providers/outbox.tables.js';
import type { ChildrenTables } from '../modules/children/children.tables.js';
import type { SignupTables } from '../modules/signup/signup.tables.js';
import type { AccountRateLimitTables } from '../plugins/account-rate-limit.tables.js';
import type { FeedbackTables } from '../modules/feedback/feedback.tables.js';
import type { ContactTables } from '../modules/contact/contact.tables.js';
import type { AnalyticsTables } from '../modules/analytics/analytics.tables.js';
import type { AccessRequestsTables } from '../modules/access-requests/access-requests.tables.js';
import type { AdminTables } from '../modules/admin/admin.tables.js';
import type { FocusTables } from '../modules/focus/focus.tables.js';
import type { WellnessTables } from '../modules/wellness/wellness.tables.js';
import type { BrainHealthTables } from '../modules/brain-health/brain-health.tables.js';
import type { ActivityTables } from '../modules/activity/activity.tables.js';
import type { AchievementsTables } from '../modules/achievements/achievements.tables.js';
import type { SandboxTables } from '../providers/payments/sandbox/sandbox.tables.js';
import type { TutorTables } from '../modules/tutor/tutor.tables.js';
import type { BrainTrainingTables } from '../modules/brain-training/brain-training.tables.js';
import type { ProgrammesTables } from '../modules/programmes/programmes.tables.js';
import type { WorksheetTables } from '../modules/worksheet/worksheet.tables.js';
import type { FamilyTables } from '../modules/family/family.tables.js';
import type { BotTestingTables } from '../modules/bot-testing/bot-testing.tables.js';
import type { PaypalTables } from '../providers/payments/paypal/paypal.tables.js';
import type { SquareTables } from '../providers/payments/square/square.tables.js';
import type { CryptoTables } from '../providers/payments/crypto/crypto.tables.js';
import type { EnterprisePlanTables } from '../modules/enterprise-plan/enterprise-plan.tables.js';
import type { TeacherStudentsTables } from '../modules/teacher-students/teacher-students.tables.js';
import type { LanguagesTables } from '../modules/languages/languages.tables.js';
import type { TranslatorTables } from '../modules/translator/translator.tables.js';
import type { CurriculumTables } from '../modules/curriculum/curriculum.tables.js';

export interface Database
  extends
    AccountsTables,
    BillingTables,
    OutboxTables,
    ChildrenTables,
    SignupTables,
    AccountRateLimitTables,
    FeedbackTables,
    ContactTables,
    AnalyticsTables,
    AccessRequestsTables,
    AdminTables,
    FocusTables,
    WellnessTables,
    BrainHealthTables,
    ActivityTables,
    AchievementsTables,
    SandboxTables,
    TutorTables,
    BrainTrainingTables,
    ProgrammesTables,
    WorksheetTables,
    FamilyTables,
    BotTestingTables,
    PaypalTables,
    SquareTables,
    CryptoTables,
    EnterprisePlanTables,
    TeacherStudentsTables,
    LanguagesTables,
    TranslatorTables,
    CurriculumTables {}
