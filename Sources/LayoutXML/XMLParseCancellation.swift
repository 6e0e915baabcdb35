/// Why the parsing thread of a pipelined parse stopped when the handler's thread has stopped
/// listening (its handler threw). Never reaches a caller: the handler's error does.
struct XMLParseCancellation: Error {}
