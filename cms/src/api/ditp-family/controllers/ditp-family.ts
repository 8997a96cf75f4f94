import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::ditp-family.ditp-family');
