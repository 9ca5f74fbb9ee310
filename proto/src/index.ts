export * from './subjects';
export * from '../gen/hotsprings/common/v1/event_meta_pb';
export * from '../gen/hotsprings/auth/v1/user_events_pb';
export * from '../gen/hotsprings/springs/v1/spring_pb';
export * from '../gen/hotsprings/springs/v1/springs_service_pb';
export * from '../gen/hotsprings/reviews/v1/review_events_pb';
