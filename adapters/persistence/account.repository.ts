import { eq } from 'drizzle-orm';
import type { Account, AccountRepository, NewAccount, OnboardingUpdate } from '#domain/auth/index.ts';
import { TeamRoleSchema } from '#domain/team/index.ts';
import type { AppDatabase } from './database.ts';
import { isUniqueViolation } from './errors.ts';
import { businesses, users } from './schema.ts';

const columns = {
  id: users.id,
  businessId: users.businessId,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  profileImage: users.profileImage,
  marketingOptIn: users.marketingOptIn,
  onboardingCompletedAt: users.onboardingCompletedAt,
  emailVerifiedAt: users.emailVerifiedAt,
  teamRole: users.teamRole,
  language: users.language,
  businessName: businesses.name,
  businessType: businesses.type,
};

const businessColumns = {
  name: businesses.name,
  type: businesses.type,
  logoUrl: businesses.logoUrl,
  address: businesses.address,
  timeZone: businesses.timeZone,
  country: businesses.country,
  currency: businesses.currency,
};

export const createAccountRepository = (db: AppDatabase): AccountRepository => {
  const findOne = async (where: ReturnType<typeof eq>): Promise<Account | null> => {
    const [row] = await db
      .select(columns)
      .from(users)
      .innerJoin(businesses, eq(businesses.id, users.businessId))
      .where(where)
      .limit(1);
    // A role the code no longer knows reads as the least one rather than failing every request.
    return row ? { ...row, teamRole: TeamRoleSchema.catch('staff').parse(row.teamRole) } : null;
  };
  return {
    findByEmail: (email) => findOne(eq(users.email, email)),
    findById: (id) => findOne(eq(users.id, id)),
    async create(account: NewAccount) {
      try {
        await db.transaction(async (tx) => {
          if (account.newBusiness)
            await tx.insert(businesses).values({ id: account.businessId, createdAt: account.createdAt });
          await tx.insert(users).values({
            id: account.id,
            businessId: account.businessId,
            email: account.email,
            passwordHash: account.passwordHash,
            marketingOptIn: account.marketingOptIn,
            createdAt: account.createdAt,
            firstName: account.firstName,
            lastName: account.lastName,
            emailVerifiedAt: account.emailVerifiedAt,
            teamRole: account.teamRole,
            onboardingCompletedAt: account.onboardingCompletedAt,
          });
        });
        return 'created';
      } catch (error) {
        if (isUniqueViolation(error)) return 'email_taken';
        throw error;
      }
    },
    async saveProfile(id, profile) {
      await db
        .update(users)
        .set({
          firstName: profile.firstName,
          lastName: profile.lastName,
          phoneNumber: profile.phoneNumber,
          ...(profile.language === undefined ? {} : { language: profile.language }),
          ...(profile.marketingOptIn === undefined ? {} : { marketingOptIn: profile.marketingOptIn }),
        })
        .where(eq(users.id, id));
      return findOne(eq(users.id, id));
    },
    async changeEmail(id, email, at) {
      try {
        await db.update(users).set({ email, emailVerifiedAt: at }).where(eq(users.id, id));
        return 'changed';
      } catch (error) {
        if (isUniqueViolation(error)) return 'email_taken';
        throw error;
      }
    },
    async businessProfile(businessId) {
      const [row] = await db
        .select(businessColumns)
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .limit(1);
      return row ?? null;
    },
    async saveBusinessProfile(businessId, profile) {
      const [row] = await db
        .update(businesses)
        .set({
          name: profile.name,
          type: profile.type,
          logoUrl: profile.logoUrl,
          address: profile.address,
          timeZone: profile.timeZone,
          country: profile.country,
          currency: profile.currency,
        })
        .where(eq(businesses.id, businessId))
        .returning(businessColumns);
      return row ?? null;
    },
    async setPassword(id, passwordHash) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    async saveOnboarding(id: string, profile: OnboardingUpdate, at: Date) {
      const current = await findOne(eq(users.id, id));
      if (!current) return null;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            firstName: profile.firstName,
            lastName: profile.lastName,
            phoneNumber: profile.phoneNumber ?? null,
            ...(profile.marketingOptIn === undefined ? {} : { marketingOptIn: profile.marketingOptIn }),
            onboardingCompletedAt: current.onboardingCompletedAt ?? at,
          })
          .where(eq(users.id, id));
        if (profile.businessName !== undefined && profile.businessType !== undefined)
          await tx
            .update(businesses)
            .set({ name: profile.businessName, type: profile.businessType })
            .where(eq(businesses.id, current.businessId));
      });
      return findOne(eq(users.id, id));
    },
  };
};
