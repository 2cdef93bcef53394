//! Where the player's own files live (the saved game, the controls): the platform's data
//! folder on the desktop, or a folder given with `--data-dir`, and localStorage in the browser.
//! A write never leaves a half-written file in place of a good one, and a file that cannot be
//! read is moved aside under a dated name, never overwritten or deleted.

use std::io;
#[cfg(not(target_arch = "wasm32"))]
use std::path::{Path, PathBuf};

/// The game's name in folder names and browser storage keys.
pub const GAME_DIRECTORY: &str = "kingdomino-duel";

/// The store of the player's files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DataStore {
    /// Files in a folder, created when the first file is written.
    #[cfg(not(target_arch = "wasm32"))]
    Folder(PathBuf),
    /// The browser's localStorage, each file a key starting with the game's name.
    #[cfg(target_arch = "wasm32")]
    Browser,
    /// Nothing is kept: a system without a data folder, or a test that does not need one.
    Nowhere,
}

impl DataStore {
    /// The platform's place for the game's files: `~/.local/share/kingdomino-duel` on Linux,
    /// `%APPDATA%\kingdomino-duel\data` on Windows, `~/Library/Application Support/kingdomino-duel`
    /// on macOS, localStorage in the browser.
    pub fn platform() -> DataStore {
        #[cfg(not(target_arch = "wasm32"))]
        {
            directories::ProjectDirs::from("", "", GAME_DIRECTORY)
                .map_or(DataStore::Nowhere, |dirs| {
                    DataStore::Folder(dirs.data_dir().to_path_buf())
                })
        }
        #[cfg(target_arch = "wasm32")]
        {
            DataStore::Browser
        }
    }

    /// The folder of the files, on the desktop.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn folder(&self) -> Option<&Path> {
        match self {
            DataStore::Folder(folder) => Some(folder),
            DataStore::Nowhere => None,
        }
    }

    /// Where a file is, as a player can look for it; with an empty name, where they all are.
    pub fn describe(&self, name: &str) -> String {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            DataStore::Folder(folder) if name.is_empty() => folder.display().to_string(),
            #[cfg(not(target_arch = "wasm32"))]
            DataStore::Folder(folder) => folder.join(name).display().to_string(),
            #[cfg(target_arch = "wasm32")]
            DataStore::Browser if name.is_empty() => "the browser's storage".to_string(),
            #[cfg(target_arch = "wasm32")]
            DataStore::Browser => format!("the browser's storage ({})", browser::key(name)),
            DataStore::Nowhere => format!("{name} (not kept: no data folder)"),
        }
    }

    /// The file's contents; `None` when there is no such file.
    pub fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>> {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            DataStore::Folder(folder) => match std::fs::read(folder.join(name)) {
                Ok(bytes) => Ok(Some(bytes)),
                Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
                Err(error) => Err(error),
            },
            #[cfg(target_arch = "wasm32")]
            DataStore::Browser => browser::read(name),
            DataStore::Nowhere => Ok(None),
        }
    }

    /// Replaces the file's contents at once: the new text goes to a temporary file, flushed to
    /// the disk, then renamed over the old file, whose contents are kept as `NAME.bak` first.
    /// A write cut short (power cut, crash) leaves the old file as it was.
    pub fn write(&self, name: &str, contents: &str) -> io::Result<()> {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            DataStore::Folder(folder) => folder::write_atomically(folder, name, contents),
            #[cfg(target_arch = "wasm32")]
            DataStore::Browser => browser::write(name, contents),
            DataStore::Nowhere => Ok(()),
        }
    }

    /// Removes a file that is done with (a finished game's save).
    pub fn remove(&self, name: &str) -> io::Result<()> {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            DataStore::Folder(folder) => match std::fs::remove_file(folder.join(name)) {
                Err(error) if error.kind() != io::ErrorKind::NotFound => Err(error),
                _ => Ok(()),
            },
            #[cfg(target_arch = "wasm32")]
            DataStore::Browser => browser::remove(name),
            DataStore::Nowhere => Ok(()),
        }
    }

    /// The names of the files whose names end with `suffix`, in name order.
    pub fn names_ending(&self, suffix: &str) -> io::Result<Vec<String>> {
        let mut names = match self {
            #[cfg(not(target_arch = "wasm32"))]
            DataStore::Folder(folder) => folder::names(folder)?,
            #[cfg(target_arch = "wasm32")]
            DataStore::Browser => browser::names()?,
            DataStore::Nowhere => Vec::new(),
        };
        names.retain(|name| name.ends_with(suffix));
        names.sort();
        Ok(names)
    }

    /// Moves a file that cannot be used here out of the way, to `NAME.WHY-YYYY-MM-DD-HHMMSS`
    /// (`why` is `broken`, say; with `-2`, `-3`, … when that name is taken), and returns the
    /// new name.
    pub fn move_aside(&self, name: &str, why: &str, seconds_since_1970: u64) -> io::Result<String> {
        let dated = format!("{name}.{why}-{}", date_time_name(seconds_since_1970));
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            DataStore::Folder(folder) => folder::move_aside(folder, name, &dated),
            #[cfg(target_arch = "wasm32")]
            DataStore::Browser => browser::move_aside(name, &dated),
            DataStore::Nowhere => Ok(dated),
        }
    }
}

/// The name a backup of `name` is kept under.
pub fn backup_name(name: &str) -> String {
    format!("{name}.bak")
}

/// Seconds since 1970 (UTC), from the wasm-safe clock.
pub fn now_seconds() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

/// `2026-11-23-113005` for a moment in UTC: sorts by date, and is a valid file name everywhere.
pub fn date_time_name(seconds_since_1970: u64) -> String {
    let days = (seconds_since_1970 / 86_400) as i64;
    let seconds = seconds_since_1970 % 86_400;
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}-{:02}{:02}{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// The calendar date of a day counted from 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * shifted_month + 2) / 5 + 1) as u32;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(not(target_arch = "wasm32"))]
mod folder {
    use std::fs;
    use std::io::{self, Write};
    use std::path::Path;

    use super::backup_name;

    pub(super) fn names(folder: &Path) -> io::Result<Vec<String>> {
        let entries = match fs::read_dir(folder) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(error),
        };
        Ok(entries
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .collect())
    }

    pub(super) fn write_atomically(folder: &Path, name: &str, contents: &str) -> io::Result<()> {
        fs::create_dir_all(folder)?;
        let target = folder.join(name);
        let temporary = folder.join(format!("{name}.tmp"));
        let mut file = fs::File::create(&temporary)?;
        file.write_all(contents.as_bytes())?;
        file.sync_all()?;
        drop(file);
        if target.exists() {
            // A copy, not a rename: the file stays in place until the new one replaces it.
            fs::copy(&target, folder.join(backup_name(name)))?;
        }
        fs::rename(&temporary, &target)?;
        // The rename itself is only durable once the folder is flushed (POSIX).
        #[cfg(unix)]
        fs::File::open(folder)?.sync_all()?;
        Ok(())
    }

    pub(super) fn move_aside(folder: &Path, name: &str, dated: &str) -> io::Result<String> {
        let free = (1..)
            .map(|count| match count {
                1 => dated.to_string(),
                _ => format!("{dated}-{count}"),
            })
            .find(|candidate| !folder.join(candidate).exists())
            .expect("some numbered name is free");
        fs::rename(folder.join(name), folder.join(&free))?;
        Ok(free)
    }
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use std::io;

    use super::{GAME_DIRECTORY, backup_name};

    pub(super) fn key(name: &str) -> String {
        // The settings framework's keys are `kingdomino-duel-settings`: the same pattern.
        format!("{GAME_DIRECTORY}-{name}")
    }

    fn storage() -> io::Result<web_sys::Storage> {
        web_sys::window()
            .and_then(|window| window.local_storage().ok().flatten())
            .ok_or_else(|| io::Error::other("the browser keeps no local storage for this page"))
    }

    fn refused(what: &str) -> io::Error {
        io::Error::other(format!(
            "the browser refused to {what} (storage full or blocked?)"
        ))
    }

    pub(super) fn read(name: &str) -> io::Result<Option<Vec<u8>>> {
        let value = storage()?
            .get_item(&key(name))
            .map_err(|_| refused("read its storage"))?;
        Ok(value.map(String::into_bytes))
    }

    pub(super) fn write(name: &str, contents: &str) -> io::Result<()> {
        let storage = storage()?;
        if let Ok(Some(old)) = storage.get_item(&key(name)) {
            storage
                .set_item(&key(&backup_name(name)), &old)
                .map_err(|_| refused("keep a backup"))?;
        }
        // One call replaces the whole value: the browser never shows half of it.
        storage
            .set_item(&key(name), contents)
            .map_err(|_| refused("save"))
    }

    pub(super) fn remove(name: &str) -> io::Result<()> {
        storage()?
            .remove_item(&key(name))
            .map_err(|_| refused("remove a finished game"))
    }

    pub(super) fn names() -> io::Result<Vec<String>> {
        let storage = storage()?;
        let count = storage.length().map_err(|_| refused("list its storage"))?;
        let prefix = key("");
        Ok((0..count)
            .filter_map(|index| storage.key(index).ok().flatten())
            .filter_map(|key| key.strip_prefix(&prefix).map(str::to_string))
            .collect())
    }

    pub(super) fn move_aside(name: &str, dated: &str) -> io::Result<String> {
        let storage = storage()?;
        let free = (1..)
            .map(|count| match count {
                1 => dated.to_string(),
                _ => format!("{dated}-{count}"),
            })
            .find(|candidate| matches!(storage.get_item(&key(candidate)), Ok(None)))
            .expect("some numbered name is free");
        let old = storage
            .get_item(&key(name))
            .map_err(|_| refused("read its storage"))?
            .unwrap_or_default();
        storage
            .set_item(&key(&free), &old)
            .map_err(|_| refused("move a broken file aside"))?;
        storage
            .remove_item(&key(name))
            .map_err(|_| refused("move a broken file aside"))?;
        Ok(free)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dated_names_follow_the_calendar() {
        assert_eq!(date_time_name(0), "1970-01-01-000000");
        // 2024-02-29 12:34:56 UTC, a leap day.
        assert_eq!(date_time_name(1_709_210_096), "2024-02-29-123456");
        assert_eq!(date_time_name(1_798_761_599), "2026-12-31-235959");
    }
}
