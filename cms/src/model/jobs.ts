/**
 * How a job is offered (the `employment_type` of a job listing, `apply-for-works`), one list for
 * the CMS schema (cms/scripts/gen-schemas.mjs), the job page and its structured data.
 *
 * The department recruits mostly government employees (พนักงานราชการ), full-time posts on a fixed
 * term; the other kinds cover part-time posts, temporary staff and internships.
 */
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'temporary', 'intern'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** schema.org's `employmentType` value for each kind (the values search engines document). */
export const SCHEMA_ORG_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  temporary: 'TEMPORARY',
  intern: 'INTERN',
};

export function isEmploymentType(value: unknown): value is EmploymentType {
  return typeof value === 'string' && (EMPLOYMENT_TYPES as readonly string[]).includes(value);
}
