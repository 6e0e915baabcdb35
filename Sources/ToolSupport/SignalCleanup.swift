#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutCore
import LayoutDiscovery

/// Removes the outputs being written when SIGINT or SIGTERM ends the process, then lets the signal
/// end it as it would have: the library keeps the table of temporary files
/// (``TemporaryFileRegistry``), the process decides what its signals do.
///
/// A handler is installed only for a signal whose action is still the default (termination), so
/// an action the process inherited on purpose (an ignored SIGINT under `nohup`) is kept. After
/// removing the files, the handler restores the default action and raises the signal again, so
/// the parent sees the process ended by that signal.
package enum SignalCleanup {
    package static func install() {
        TemporaryFileRegistry.prepare()
        for signal in [SIGINT, SIGTERM] { installIfDefault(signal) }
    }

    private static func installIfDefault(_ signal: Int32) {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0, isDefault(current) else { return }
        var action = sigaction()
        setHandler(&action, removeAndReraise)
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, nil)
    }
}

/// Only async-signal-safe calls: `unlink` (through the registry), `signal`, `raise`.
private let removeAndReraise: @convention(c) (Int32) -> Void = { signal in
    TemporaryFileRegistry.removeAll()
    _ = systemSignal(signal, SIG_DFL)
    _ = raise(signal)
}

#if canImport(Glibc)
private let systemSignal = Glibc.signal

private func isDefault(_ action: sigaction) -> Bool {
    action.__sigaction_handler.sa_handler == nil
}

private func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
    action.__sigaction_handler.sa_handler = handler
}
#elseif canImport(Darwin)
private let systemSignal = Darwin.signal

private func isDefault(_ action: sigaction) -> Bool {
    action.__sigaction_u.__sa_handler == nil
}

private func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
    action.__sigaction_u.__sa_handler = handler
}
#endif
