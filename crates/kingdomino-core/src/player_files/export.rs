//! A file given to the player out of the game's own store (a replay to share): a copy in the
//! Downloads folder on the desktop (the home folder without one), a download in the browser.

use std::io;
#[cfg(not(target_arch = "wasm32"))]
use std::path::{Path, PathBuf};

/// Where exported files go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportPlace {
    /// A folder: the player's Downloads folder, or one a test chooses.
    #[cfg(not(target_arch = "wasm32"))]
    Folder(PathBuf),
    /// The browser's downloads.
    #[cfg(target_arch = "wasm32")]
    Download,
    /// A system without a home folder.
    Nowhere,
}

impl ExportPlace {
    /// The Downloads folder (the home folder without one), or the browser's downloads.
    pub fn platform() -> ExportPlace {
        #[cfg(not(target_arch = "wasm32"))]
        {
            directories::UserDirs::new().map_or(ExportPlace::Nowhere, |dirs| {
                ExportPlace::Folder(dirs.download_dir().unwrap_or(dirs.home_dir()).to_path_buf())
            })
        }
        #[cfg(target_arch = "wasm32")]
        {
            ExportPlace::Download
        }
    }

    /// Whether an export is a download of the browser's (rather than a file written).
    pub fn is_download(&self) -> bool {
        #[cfg(target_arch = "wasm32")]
        {
            matches!(self, ExportPlace::Download)
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            false
        }
    }

    /// Gives the player `contents` as a file named `name`; returns where it went, as the player
    /// can look for it.
    pub fn export(&self, name: &str, contents: &str) -> io::Result<String> {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            ExportPlace::Folder(folder) => to_folder(folder, name, contents),
            #[cfg(target_arch = "wasm32")]
            ExportPlace::Download => browser_download(name, contents).map(|()| name.to_string()),
            ExportPlace::Nowhere => Err(io::Error::new(
                io::ErrorKind::NotFound,
                "there is no home folder to export to",
            )),
        }
    }
}

/// Writes `contents` into `folder` under `name`, or under `NAME-2.EXT`, `-3`… when a file of
/// that name is there (an export never replaces a file).
#[cfg(not(target_arch = "wasm32"))]
fn to_folder(folder: &Path, name: &str, contents: &str) -> io::Result<String> {
    use std::io::Write;

    std::fs::create_dir_all(folder)?;
    let (stem, extension) = name.split_once('.').unwrap_or((name, ""));
    for count in 1.. {
        let candidate = match (count, extension) {
            (1, _) => name.to_string(),
            (_, "") => format!("{stem}-{count}"),
            _ => format!("{stem}-{count}.{extension}"),
        };
        let path = folder.join(&candidate);
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => {
                file.write_all(contents.as_bytes())?;
                return Ok(path.display().to_string());
            }
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(error) => return Err(error),
        }
    }
    unreachable!("some numbered name is free")
}

/// The browser saves a link to the text, as a download of that name.
#[cfg(target_arch = "wasm32")]
fn browser_download(name: &str, contents: &str) -> io::Result<()> {
    use web_sys::wasm_bindgen::JsCast;

    let failed = |what: &str| io::Error::other(format!("the browser refused to {what}"));
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or_else(|| failed("give the page"))?;
    let link = document
        .create_element("a")
        .map_err(|_| failed("make a link"))?;
    let href = format!(
        "data:text/plain;charset=utf-8,{}",
        percent_encoded(contents)
    );
    link.set_attribute("href", &href)
        .and_then(|()| link.set_attribute("download", name))
        .map_err(|_| failed("name the download"))?;
    link.dyn_into::<web_sys::HtmlElement>()
        .map_err(|_| failed("make a link"))?
        .click();
    Ok(())
}

/// Text as it can stand in a `data:` address: every byte but letters, digits and `-_.~` as `%XX`.
#[cfg(any(target_arch = "wasm32", test))]
fn percent_encoded(text: &str) -> String {
    text.bytes()
        .map(|byte| match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                char::from(byte).to_string()
            }
            _ => format!("%{byte:02X}"),
        })
        .collect()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn an_export_never_replaces_a_file() {
        let folder = std::env::temp_dir().join(format!("kd-export-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        let first = to_folder(&folder, "game-1.replay.ron", "one").unwrap();
        let second = to_folder(&folder, "game-1.replay.ron", "two").unwrap();
        assert!(first.ends_with("game-1.replay.ron"), "{first}");
        assert!(second.ends_with("game-1-2.replay.ron"), "{second}");
        assert_eq!(std::fs::read_to_string(&first).unwrap(), "one");
        assert_eq!(std::fs::read_to_string(&second).unwrap(), "two");
        std::fs::remove_dir_all(folder).unwrap();
    }

    #[test]
    fn a_download_address_keeps_every_character() {
        assert_eq!(
            percent_encoded("(seed: 7, é)\n"),
            "%28seed%3A%207%2C%20%C3%A9%29%0A"
        );
    }
}
