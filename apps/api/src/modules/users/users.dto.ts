import { EmailField, ValidationMessage } from '@p2p/contracts';
import { IsString, MaxLength } from 'class-validator';

export class UserIdParamDto {
  @IsString({ message: ValidationMessage.idFormat })
  @MaxLength(20, { message: ValidationMessage.idFormat })
  userId!: string;
}

export class EmailParamDto {
  @EmailField()
  email!: string;
}
