import { factories } from '@strapi/strapi';
import { formController } from '../../../forms/controller';

export default factories.createCoreController('api::subscribe-to-news-entry.subscribe-to-news-entry', formController('api::subscribe-to-news-entry.subscribe-to-news-entry'));
