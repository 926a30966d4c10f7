import type { EasyParts } from '@/lib/reading';
import { ValuePictogram } from '../ValuePictogram';
import { EasyLines } from './EasyLines';
import { ScalePicture } from './ScalePicture';

/** The parts only easy reading draws, one chunk loaded with the easy reading (easy-kit.ts). */
export const easyParts: EasyParts = { EasyLines, ScalePicture, ValuePictogram };
