package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
import java.util.function.Supplier;

/**
 * An item image a record holds (the item before or after a write), made when first asked for: a record read back
 * from a journal line keeps the line's text until then, so a listing, which shows no image, makes no item. The
 * codec checks the text whole when it reads the line, so making the item later cannot fail.
 */
public final class RecordedImage {

    private static final RecordedImage NONE = new RecordedImage(null, null);

    private Supplier<Item> decode;
    private Item item;

    private RecordedImage(Supplier<Item> decode, Item item) {
        this.decode = decode;
        this.item = item;
    }

    /** An image already made; {@code item} null for none. */
    public static RecordedImage of(Item item) {
        return item == null ? NONE : new RecordedImage(null, item);
    }

    /** An image made by {@code decode} on the first call to {@link #item()}. */
    public static RecordedImage lazy(Supplier<Item> decode) {
        return new RecordedImage(decode, null);
    }

    /** The item, made on the first call; null for none. */
    public synchronized Item item() {
        if (decode != null) {
            item = decode.get();
            decode = null;
        }
        return item;
    }
}
