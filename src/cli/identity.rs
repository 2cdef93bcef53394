//! `identity`: the player's identity for rated games (`--data-dir`'s, or the platform's data
//! folder's), shown, written to a file to move it to another machine, or taken from such a file.
//! A file that is not an identity, or was altered, is refused by name and the one held stays.

use std::path::PathBuf;

use clap::Args;

use kingdomino_core::cli::CommandError;
use kingdomino_core::online::Identity;
use kingdomino_core::online::identity::IDENTITY_FILE;
use kingdomino_core::player_files::data_store::DataStore;

#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("move").args(["export", "import"])))]
pub struct IdentityArgs {
    /// Write the identity to this file (keep it private: whoever holds it plays as you).
    #[arg(long, value_name = "FILE")]
    export: Option<PathBuf>,
    /// Take the identity in this file in place of the one held.
    #[arg(long, value_name = "FILE")]
    import: Option<PathBuf>,
}

/// What became of the identity, to print, or why nothing did.
pub fn identity(args: &IdentityArgs, data: &DataStore) -> Result<String, CommandError> {
    let held = held(data)?;
    if let Some(file) = &args.import {
        let text = std::fs::read_to_string(file)
            .map_err(|error| format!("{}: {error}", file.display()))?;
        let taken = Identity::from_file_text(&text)
            .map_err(|why| format!("{}: {why}; the identity held is kept", file.display()))?;
        data.write(IDENTITY_FILE, &taken.file_text())
            .map_err(|error| format!("{}: {error}", data.describe(IDENTITY_FILE)))?;
        return Ok(format!("You play rated games as {} now.\n", taken.shown()));
    }
    let Some(held) = held else {
        return Ok("No identity yet: one is made the first time you play anyone.\n".into());
    };
    if let Some(file) = &args.export {
        std::fs::write(file, held.file_text())
            .map_err(|error| format!("{}: {error}", file.display()))?;
        return Ok(format!(
            "{} written to {}: keep it private, whoever holds it plays as you.\n",
            held.shown(),
            file.display()
        ));
    }
    Ok(format!("You play rated games as {}.\n", held.shown()))
}

/// The identity kept in the player's data, if any; a damaged one is said, not replaced.
fn held(data: &DataStore) -> Result<Option<Identity>, String> {
    Identity::kept_in(data).map_err(|why| format!("{}: {why}", data.describe(IDENTITY_FILE)))
}
