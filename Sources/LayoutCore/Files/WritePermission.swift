#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether this process may replace an existing file, decided as writing it in place would be.
///
/// An atomic write renames a new file over the old one, which needs only the right to write the
/// folder: without this check a read-only file (mode 0444), or another user's file in a folder
/// anyone may write, would be replaced where `echo x > file` is refused. So an existing
/// destination is replaced only when the process could open it for writing: its permission bits
/// grant it to the process's user or one of its groups (root may write any file), and it is not
/// another user's file in a world-writable sticky folder such as `/tmp` (which Linux's
/// `protected_regular` refuses to open, and which that user may be about to read).
package enum WritePermission {
    /// What the decision needs to know about a file or folder.
    package struct Owned: Hashable, Sendable {
        /// Permission bits, with the sticky bit.
        package var mode: mode_t
        package var owner: uid_t
        package var group: gid_t

        package init(mode: mode_t, owner: uid_t, group: gid_t) {
            self.mode = mode
            self.owner = owner
            self.group = group
        }
    }

    /// Why `file`, in `folder`, may not be replaced by a process of user `user` in `groups`;
    /// `nil` when it may.
    package static func refusal(file: Owned, folder: Owned, user: uid_t, groups: Set<gid_t>) -> String? {
        let worldWritableSticky = folder.mode & mode_t(S_ISVTX) != 0 && folder.mode & mode_t(S_IWOTH) != 0
        if worldWritableSticky, file.owner != user, file.owner != folder.owner {
            return "the output is another user's file in a folder anyone may write (sticky), which only its owner may replace"
        }
        guard user != 0 else { return nil }
        let bit: mode_t = if file.owner == user {
            mode_t(S_IWUSR)
        } else if groups.contains(file.group) {
            mode_t(S_IWGRP)
        } else {
            mode_t(S_IWOTH)
        }
        guard file.mode & bit == 0 else { return nil }
        return "the output file is read-only for this user (mode \(String(file.mode & 0o777, radix: 8))), so it is not replaced"
    }

    /// The process's effective user and groups.
    package static var currentUser: (user: uid_t, groups: Set<gid_t>) {
        var groups: Set<gid_t> = [getegid()]
        let count = getgroups(0, nil)
        if count > 0 {
            var list = [gid_t](repeating: 0, count: Int(count))
            let filled = getgroups(count, &list)
            if filled > 0 { groups.formUnion(list.prefix(Int(filled))) }
        }
        return (geteuid(), groups)
    }
}
