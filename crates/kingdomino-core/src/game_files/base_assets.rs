//! The game's own asset files, built into the binary (see `build.rs`), so a copied binary finds
//! them from any folder and a mod's files have something to replace.

/// Every game file under `assets/`, by its path there (`images/castle.png`), with its bytes.
pub static FILES: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/base_assets.rs"));

/// The bytes of the game's own file at `path`, written with `/` as under `assets/`.
pub fn file(path: &str) -> Option<&'static [u8]> {
    FILES
        .iter()
        .find(|(name, _)| *name == path)
        .map(|(_, bytes)| *bytes)
}

/// Whether the game has a file of its own at `path`.
pub fn has(path: &str) -> bool {
    file(path).is_some()
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// Every file under `assets/` the game may load, with its path there.
    fn game_files(folder: &Path, prefix: &str, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            let name = format!("{prefix}{}", path.file_name().unwrap().to_str().unwrap());
            if path.is_dir() {
                game_files(&path, &format!("{name}/"), found);
            } else if !name.ends_with(".md") && !name.ends_with(".txt") {
                found.push(name);
            }
        }
    }

    #[test]
    fn the_binary_carries_every_game_file_byte_for_byte() {
        let root = Path::new(env!("GAME_ASSETS")).to_path_buf();
        let mut expected = Vec::new();
        game_files(&root, "", &mut expected);
        expected.sort();
        let carried: Vec<String> = super::FILES
            .iter()
            .map(|(name, _)| name.to_string())
            .collect();
        assert_eq!(carried, expected);
        for (name, bytes) in super::FILES {
            assert_eq!(*bytes, std::fs::read(root.join(name)).unwrap(), "{name}");
        }
        assert!(super::has("rules/default.rules.ron"));
        assert!(!super::has("CREDITS.md"));
    }
}
