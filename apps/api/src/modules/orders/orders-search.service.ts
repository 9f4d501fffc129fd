import { Injectable } from '@nestjs/common';
import { type OrderSearch, type OrderSearchRow, OrdersSearchRepository } from './orders-search.repository.js';

export type { OrderSearch, OrderSearchRow } from './orders-search.repository.js';

/**
 * The market's orders as the staff console reads them (issue 25): filtered and paged on the server, and
 * one order by id. Read only; no party check (the console checks the staff role).
 */
@Injectable()
export class OrdersSearchService {
  constructor(private readonly repo: OrdersSearchRepository) {}

  search(f: OrderSearch): Promise<{ rows: OrderSearchRow[]; total: number }> {
    return this.repo.search(f);
  }

  byId(id: string): Promise<OrderSearchRow | null> {
    return this.repo.byId(id);
  }
}
