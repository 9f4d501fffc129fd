import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { EmailModule } from '../email/email.module.js';
import { ProfileService } from './profile.service.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** The account routes (info, profile changes). Other modules reach accounts through UserAccountsModule. */
@Module({
  imports: [AuthModule, CatalogModule, EmailModule],
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, ProfileService],
  exports: [UsersService],
})
export class UsersModule {}
