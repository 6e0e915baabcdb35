#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX thread running one closure, joined by its creator. LayoutXML does not use Foundation,
/// and a pipelined parse needs nothing more than start and join.
struct ParsingThread {
    private let thread: pthread_t

    /// The closure, handed to the new thread as its one argument.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts `body` on a new thread, or returns `nil` when the system will not make one.
    static func start(_ body: @escaping @Sendable () -> Void) -> ParsingThread? {
        let argument = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // libxml2's push parser keeps open elements in its own arrays, not on the stack, but some
        // of its paths recurse; 8 MiB is what a Linux main thread gets (Darwin gives threads 512 KiB).
        pthread_attr_setstacksize(&attributes, 8 << 20)
        #if canImport(Darwin)
        var thread: pthread_t?
        let status = pthread_create(&thread, &attributes, { argument in
            Unmanaged<Body>.fromOpaque(argument).takeRetainedValue().run()
            return nil
        }, argument)
        guard status == 0, let thread else {
            Unmanaged<Body>.fromOpaque(argument).release()
            return nil
        }
        return ParsingThread(thread: thread)
        #else
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            Unmanaged<Body>.fromOpaque(argument).takeRetainedValue().run()
            return nil
        }, argument)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(argument).release()
            return nil
        }
        return ParsingThread(thread: thread)
        #endif
    }

    /// Waits for the thread to finish.
    func join() {
        pthread_join(thread, nil)
    }
}
