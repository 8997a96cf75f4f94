import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::ditp-family.ditp-family');
