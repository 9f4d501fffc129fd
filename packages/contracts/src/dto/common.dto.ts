// Query and parameter DTOs shared by many calls.
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ValidationMessage as M } from './messages.js';
import {
  ID_MAX_LENGTH,
  ID_PATTERN,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  REFERENCE_PAGE_SIZE,
  TEXT_MAX_LENGTH,
} from './rules.js';
import { trimString } from './validators.js';

/** `pageNo` from 1 (default 1), `pageSize` 1..100 (default 10). Query strings are converted to numbers. */
export class PageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.pageNoInvalid })
  @Min(1, { message: M.pageNoInvalid })
  pageNo: number = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.pageSizeInvalid })
  @Min(1, { message: M.pageSizeInvalid })
  @Max(PAGE_SIZE_MAX, { message: M.pageSizeInvalid })
  pageSize: number = PAGE_SIZE_DEFAULT;
}

/** `GET /common/coin` and `GET /c2c/coin/config/list`: the whole list fits one page of 100. */
export class CoinListQueryDto extends PageQueryDto {
  override pageSize: number = REFERENCE_PAGE_SIZE;
}

/** `GET /common/dict`: optionally one dictionary type; the language comes from the header. */
export class DictQueryDto {
  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.dictTypeInvalid })
  @MaxLength(TEXT_MAX_LENGTH, { message: M.dictTypeInvalid })
  type?: string;
}

/** A path parameter `:id`. */
export class IdParamDto {
  @IsString({ message: M.idFormat })
  @IsNotEmpty({ message: M.idRequired })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ID_PATTERN, { message: M.idFormat })
  id!: string;
}
