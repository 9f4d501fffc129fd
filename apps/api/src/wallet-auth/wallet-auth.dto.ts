import { ValidationMessage as M } from '@p2p/contracts';
import { IsString, Matches } from 'class-validator';

export class DeviceIdParamDto {
  @IsString({ message: M.idFormat })
  @Matches(/^[A-Za-z0-9_-]{8,64}$/, { message: M.idFormat })
  id!: string;
}

export class EventIdParamDto {
  @IsString({ message: M.idFormat })
  @Matches(/^[A-Za-z0-9_-]{1,128}$/, { message: M.idFormat })
  eventId!: string;
}
