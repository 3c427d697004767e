import { z } from 'zod';
import { safeText } from './text';

/** Options of the optional demographic research questions (second spec document, section 9). */
export const AGE_RANGES = ['18-29', '30-39', '40-49', '50-59', '60+', 'OTHER'] as const;
export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
/** 1 less than high school ... 7 doctorate */
export const EDUCATION_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
export const ROLE_GROUPS = [
  'CUSTOMER_SERVICE',
  'EXTERNAL_RELATIONS',
  'FACILITIES',
  'FINANCE',
  'HUMAN_RESOURCES',
  'LEGAL',
  'LOGISTICS',
  'MARKETING',
  'OPERATIONS',
  'PROCUREMENT',
  'PRODUCT_DEVELOPMENT',
  'SALES',
  'TECHNOLOGY',
  'OTHER',
] as const;
/** seven categories as used in US research, plus other */
export const ETHNIC_GROUPS = [
  'AMERICAN_INDIAN_ALASKA_NATIVE',
  'ASIAN',
  'BLACK_AFRICAN_AMERICAN',
  'HISPANIC_LATINO',
  'MIDDLE_EASTERN_NORTH_AFRICAN',
  'NATIVE_HAWAIIAN_PACIFIC_ISLANDER',
  'WHITE',
  'OTHER',
] as const;
/** ten broad cultural clusters plus other */
export const CULTURAL_GROUPS = [
  'ANGLO',
  'LATIN_EUROPE',
  'NORDIC_EUROPE',
  'GERMANIC_EUROPE',
  'EASTERN_EUROPE',
  'LATIN_AMERICA',
  'SUB_SAHARAN_AFRICA',
  'MIDDLE_EAST',
  'SOUTHERN_ASIA',
  'CONFUCIAN_ASIA',
  'OTHER',
] as const;
/** ISO 3166-1 alpha-2 country code, or OTHER */
const country = z
  .string()
  .trim()
  .regex(/^([A-Z]{2}|OTHER)$/, 'must be a two-letter country code or OTHER');
const other = safeText().trim().max(120).nullable().optional();

/** Every field is optional (spec: demographic fields have no required rules). */
export const demographicsBody = z
  .object({
    country: country.nullable().optional(),
    educationLevel: z.number().int().min(1).max(7).nullable().optional(),
    ageRange: z.enum(AGE_RANGES).nullable().optional(),
    ageOther: other,
    gender: z.enum(GENDERS).nullable().optional(),
    genderOther: other,
    businessGroup: z.enum(ROLE_GROUPS).nullable().optional(),
    roleOther: other,
    ethnicGroup: z.enum(ETHNIC_GROUPS).nullable().optional(),
    ethnicOther: other,
    culturalGroup: z.enum(CULTURAL_GROUPS).nullable().optional(),
    culturalGroupOther: other,
    origin: other,
  })
  .strict();
export type DemographicsBody = z.infer<typeof demographicsBody>;

export const demographicsResponse = z.object({
  country: z.string().nullable(),
  educationLevel: z.number().int().nullable(),
  ageRange: z.string().nullable(),
  ageOther: z.string().nullable(),
  gender: z.string().nullable(),
  genderOther: z.string().nullable(),
  businessGroup: z.string().nullable(),
  roleOther: z.string().nullable(),
  ethnicGroup: z.string().nullable(),
  ethnicOther: z.string().nullable(),
  culturalGroup: z.string().nullable(),
  culturalGroupOther: z.string().nullable(),
  origin: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Demographics = z.infer<typeof demographicsResponse>;
