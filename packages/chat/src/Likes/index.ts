export { Likes, useLikesLabels } from './Likes';
export type { LikesProps, LikesLabels } from './Likes';
export { applyLike, hasLiked, likeCount } from './likeData';
