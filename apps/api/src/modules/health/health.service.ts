import type { HealthResponse } from '@watchify/contract';
import type { Dialect } from '../../db/database.js';
import type { CatalogService } from '../catalog/catalog.service.js';

/** What a load balancer or an operator asks: is this instance ready, on which database, with how many titles. */
export class HealthService {
  constructor(
    private readonly dialect: Dialect,
    private readonly catalog: Pick<CatalogService, 'titleCount'>,
  ) {}

  async status(): Promise<HealthResponse> {
    return {
      status: 'ok',
      database: this.dialect,
      catalog: { titles: await this.catalog.titleCount() },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
