package io.tenantdesk.journal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.schema.item.Item;

/**
 * An item image a journal line records (the item before or after a write), held as the line's JSON text until it is
 * first asked for, then decoded once. Listing a journal shows no image, so a page of entries is read without making
 * items of them; the codec has already checked the text is an item it can decode, so decoding it later cannot fail.
 */
final class RecordedImage {

    private static final RecordedImage NONE = new RecordedImage(null, null, null);

    private final ObjectMapper json;
    private String text;
    private Item item;

    private RecordedImage(ObjectMapper json, String text, Item item) {
        this.json = json;
        this.text = text;
        this.item = item;
    }

    /** An image already decoded; {@code item} null for none. */
    static RecordedImage of(Item item) {
        return item == null ? NONE : new RecordedImage(null, null, item);
    }

    /** An image recorded as {@code text}, an item in DynamoDB's JSON form the codec has checked. */
    static RecordedImage lazy(ObjectMapper json, String text) {
        return new RecordedImage(json, text, null);
    }

    /** The item, decoded on the first call; null for none. */
    synchronized Item item() {
        if (text != null) {
            try {
                item = ItemJson.toItem(json.readTree(text));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("a journal image checked when read is no longer JSON", e);
            }
            text = null;
        }
        return item;
    }
}
