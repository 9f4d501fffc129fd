// Email codes and the slide-to-verify check: the shapes of `GET /email/check/{x}`, the slider calls and
// the answers of the email calls (the request bodies of /email/send and /email/verify are in account.dto).
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import type { EmailCodeScene } from '../enums.js';
import { EmailField } from './account.dto.js';
import { ValidationMessage as M } from './messages.js';

/** The slider track and the sliding piece, in CSS pixels; the piece's left edge runs 0..track-piece. */
export const SLIDER_TRACK_WIDTH = 300;
export const SLIDER_PIECE_WIDTH = 44;
export const SLIDER_PICTURE_HEIGHT = 150;
/** A recorded drag is sampled at pointer-move rate; more points than this are not a drag. */
export const SLIDER_TRACE_MAX_POINTS = 500;
export const SLIDER_CHALLENGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** `GET /email/check/{x}`: the address to look up. */
export class EmailCheckParamDto {
  @EmailField()
  x!: string;
}

/** One sample of the drag: `t` milliseconds since the press, `x` the piece's left edge in pixels. */
export class SliderTracePointDto {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.sliderRequired })
  @Min(0, { message: M.sliderRequired })
  @Max(600_000, { message: M.sliderRequired })
  t!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.sliderRequired })
  @Min(-SLIDER_TRACK_WIDTH, { message: M.sliderRequired })
  @Max(2 * SLIDER_TRACK_WIDTH, { message: M.sliderRequired })
  x!: number;
}

/** `POST /slider/verify`: where the piece was released and how it got there. */
export class SliderVerifyDto {
  @IsString({ message: M.sliderRequired })
  @IsNotEmpty({ message: M.sliderRequired })
  @Matches(SLIDER_CHALLENGE_ID_PATTERN, { message: M.sliderRequired })
  challengeId!: string;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.sliderRequired })
  @Min(0, { message: M.sliderRequired })
  @Max(SLIDER_TRACK_WIDTH, { message: M.sliderRequired })
  x!: number;

  @IsDefined({ message: M.sliderRequired })
  @IsArray({ message: M.sliderRequired })
  @ArrayMaxSize(SLIDER_TRACE_MAX_POINTS, { message: M.sliderRequired })
  @ValidateNested({ each: true })
  @Type(() => SliderTracePointDto)
  trace!: SliderTracePointDto[];
}

/**
 * Answer of `GET /slider/challenge`: two pictures drawn by the server, the background with the puzzle
 * gap shaded in (and decoys), and the piece cut from it. Neither where the gap is nor its row is in the
 * answer: the piece comes as a strip of the picture's height, transparent but for the piece at its row,
 * laid over the picture at its top and moved along x. The trader finds the gap by eye, the server knows
 * it. The client records the drag.
 */
export interface SliderChallengeDto {
  challengeId: string;
  trackWidth: number;
  pieceWidth: number;
  /** The picture's height, in track pixels (its width is `trackWidth`). */
  pictureHeight: number;
  /** PNG data URL of the background with the gap. */
  picture: string;
  /**
   * PNG data URL (with transparency) of the piece: `pieceWidth` wide, `pictureHeight` high, transparent but
   * for the `pieceWidth` square of the piece at its row.
   */
  piece: string;
  expiresInSeconds: number;
}

/** Answer of `POST /slider/verify`: a single-use token for the next send, login or register call. */
export interface SliderPassDto {
  sliderToken: string;
  expiresInSeconds: number;
}

/** Answer of `POST /email/send`. */
export interface EmailCodeSentDto {
  expiresInSeconds: number;
  /** When the next code may be requested for the same address. */
  resendInSeconds: number;
}

/** Answer of `GET /email/check/{x}`. */
export interface EmailCheckResultDto {
  registered: boolean;
}

/** Answer of `POST /email/verify`: a single-use proof (10 minutes) for the call the scene unlocks. */
export interface EmailVerifiedDto {
  verificationToken: string;
  scene: EmailCodeScene;
  expiresInSeconds: number;
}
