import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::data-governance.data-governance');
