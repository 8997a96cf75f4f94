import type { Core } from '@strapi/strapi';
export async function seed(_strapi: Core.Strapi) {}
