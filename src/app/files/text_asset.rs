//! Reading a game file that is text (a rule set, a tune) in an asset loader: its path for the
//! messages, and its text, or why it is not text.

use bevy::asset::LoadContext;
use bevy::asset::io::Reader;

/// The file's path under the assets, and its UTF-8 text or what is wrong with it.
pub(crate) async fn read_text(
    reader: &mut dyn Reader,
    load_context: &LoadContext<'_>,
) -> std::io::Result<(String, Result<String, String>)> {
    let mut bytes = Vec::new();
    reader.read_to_end(&mut bytes).await?;
    let text = String::from_utf8(bytes).map_err(|error| format!("is not UTF-8 text: {error}"));
    Ok((load_context.path().to_string(), text))
}
