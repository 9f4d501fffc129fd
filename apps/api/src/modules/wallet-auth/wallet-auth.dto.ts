import { DEVICE_ID_PATTERN, QR_EVENT_ID_PATTERN, ValidationMessage as M } from '@p2p/contracts';
import { IsString, Matches } from 'class-validator';

export class DeviceIdParamDto {
  @IsString({ message: M.idFormat })
  @Matches(DEVICE_ID_PATTERN, { message: M.idFormat })
  id!: string;
}

export class EventIdParamDto {
  @IsString({ message: M.idFormat })
  @Matches(QR_EVENT_ID_PATTERN, { message: M.idFormat })
  eventId!: string;
}
