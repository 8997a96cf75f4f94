import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::opinions-for-the-ditp.opinions-for-the-ditp');
